#!/usr/bin/env node
// `npm run dev`: the API with reload on change (port 8080) and Vite's dev server with hot
// module replacement (http://localhost:5173, proxying /api to the API).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@stride/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@stride/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
