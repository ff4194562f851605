// npm run cluster:up [-- <processes>] — the deployment of deploy/ on this machine for a test: N processes
// (default 2) behind nginx on PostgreSQL (DATABASE_URL, default the local `bimasetu` database) and Redis
// (REDIS_URL), nginx on CLUSTER_PORT (default 8480). Ctrl-C stops it all.
import { startCluster } from './cluster.ts';

const processes = Number(process.argv[2] ?? 2);
const cluster = await startCluster({
  processes,
  nginxPort: Number(process.env.CLUSTER_PORT ?? 8480),
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bimasetu',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
});
console.log(`nginx: ${cluster.url}`);
cluster.processUrls.forEach((url, i) => console.log(`process ${i + 1} (pid ${cluster.pids()[i]}): ${url}`));
console.log('Metrics per process at <process>/metrics. Ctrl-C stops everything.');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cluster.stop().then(() => process.exit(0)));
}
