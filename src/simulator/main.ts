import path from 'node:path';
import { z } from 'zod';
import { startSimulator } from './index';

const EnvSchema = z.object({
  SIM_PORT: z.coerce.number().int().min(0).max(65_535).default(3100),
  DATA_DIR: z.string().min(1).default('./data'),
  SIM_OTP: z.string().regex(/^\S{4,12}$/, 'SIM_OTP must be 4-12 characters without spaces').default('000000'),
});

async function main(): Promise<void> {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error(`Invalid simulator configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
    process.exit(1);
  }
  const env = parsed.data;
  const simulator = await startSimulator({ dataDir: path.resolve(env.DATA_DIR), port: env.SIM_PORT, otp: env.SIM_OTP });
  console.log(`DIMO provider simulator listening on ${simulator.url} (login page ${simulator.url}/login, state in ${path.resolve(env.DATA_DIR, 'simulator')})`);
  const stop = () => {
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Failed to stop the simulator', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The simulator failed to start', error);
  process.exit(1);
});
