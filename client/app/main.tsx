import './styles.css';

/**
 * The app's entry: it only starts the two scripts below, each evaluated in a task of its own (issue 31 point 1,
 * decision 080). The first time a phone meets a script, V8 compiles it on the main thread as the script is evaluated,
 * about a third of a millisecond per KB at a phone's speed: React DOM alone (200 KB) is a task of 50–100 ms, and with
 * the app's own code in the same file the task was 85–140 ms, long enough for a tap to wait. Both files were preloaded
 * with the page (after-paint.ts), so each step only compiles and runs; between them the browser may paint and answer
 * input.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('react-dom/client').then(nextTask).then(() => import('./start'));
