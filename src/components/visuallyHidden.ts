// Styles of text read by screen readers and not shown (an `sx` value). Sizes in px: `sx` reads a
// bare 1 as 100%, which can widen the page.
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
