// The spreadsheet's columns as `{variable}` chips; a click inserts the variable into the text.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

export function VariableChips({
  caption,
  variables,
  onClick,
}: {
  caption: string;
  variables: { column: string; key: string }[];
  onClick(key: string): void;
}) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {caption}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="variable-chips">
        {variables.map(({ column, key }) => (
          <Chip
            key={key}
            size="small"
            variant="outlined"
            color="primary"
            label={`{${key}}`}
            title={column}
            onClick={() => onClick(key)}
          />
        ))}
      </Box>
    </Box>
  );
}
