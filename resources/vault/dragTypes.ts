// The drag payload of file rows (their ids, as JSON) that folder cards accept as a move.
export const FILES_DRAG_TYPE = 'application/x-cofre-files';
