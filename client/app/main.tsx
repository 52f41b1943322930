import './styles.css';

/**
 * The app's entry: it only starts the two scripts below, each evaluated in a task of its own (issue 31 point 1,
 * decisions 081 and 087). React DOM's first run is about 10 ms at a phone's speed (it read 50–100 ms through
 * Playwright, whose inspector makes V8 parse it again), and the app's start is the next task, so neither adds to the
 * other. Both files were preloaded with the page (after-paint.ts), so each step only runs; between them the browser
 * may paint and answer input.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('react-dom/client').then(nextTask).then(() => import('./start'));
