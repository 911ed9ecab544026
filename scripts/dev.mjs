// `npm run dev`: the API with reload (tsx watch) and the Vite dev server, which proxies /api and /media.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@manara/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@manara/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
