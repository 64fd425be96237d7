// The confirmed action now lives with the list kit; kept here for the pages that import it from users.
export { type ConfirmableAction, useConfirmAction } from '../../src/components/list/useConfirmAction';
