import { runProcess } from './process';

// `npm run worker`: background jobs only (ROLE=worker), for deployments that run them apart from the web processes.
runProcess({ role: 'worker' });
