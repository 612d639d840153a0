// The BFF, announcing `ready` on stdout once it answers, for the benchmark's spawnServer.
export {};
await import('../../bff/src/server');
const healthy = async () =>
  fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
for (let i = 0; !(await healthy()); i++) {
  if (i === 200) process.exit(1);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
process.stdout.write('ready\n');
