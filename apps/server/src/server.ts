import { runProcess } from './process';

// `npm start`: the site, the API and (ROLE=all, the default) the background jobs in one process.
runProcess();
