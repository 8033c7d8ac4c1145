/**
 * The browser entry. React DOM is evaluated first and the page's own code in a later task, so
 * neither evaluation holds the main thread as long as both together would (the shopper's input is
 * handled in between). Both files are fetched in parallel: the inline loader preloads them.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('react-dom/client').then(nextTask).then(() => import('./hydrate.tsx'));
