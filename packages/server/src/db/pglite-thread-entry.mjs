// The embedded engine's thread entry, in JavaScript: tsx's hooks are registered in the thread first, then the thread itself (TypeScript) is imported.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.ts');
