// The hours grid's clock labels, in a language given by the caller (English when none is: the API's labels).
export { formatClock, formatClockRange } from './phrases.js';
