/** What the server's start (main.ts) may use of the demo module: the first-start seed. */
export { seedDemoData } from './seed-demo.js';
