/** Close delays of spec section 9: the form closes 4000 ms after an update, the page 2000 ms after a delete. */
export const CLOSE_AFTER_UPDATE_MS = 4000;
export const CLOSE_AFTER_DELETE_MS = 2000;
