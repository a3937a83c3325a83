import path from 'node:path';
import { z } from 'zod';
import { startSimulator } from './index';
import { parseServicePorts } from './service-ports';

const EnvSchema = z.object({
  SIM_PORT: z.coerce.number().int().min(0).max(65_535).default(3100),
  DATA_DIR: z.string().min(1).default('./data'),
  SIM_OTP: z.string().regex(/^\S{4,12}$/, 'SIM_OTP must be 4-12 characters without spaces').default('000000'),
  /** e.g. "auth=3101,identity=3102,telemetry=3103,token-exchange=3104,attestation-api=3105,attest=3106,vehicle-triggers=3107" */
  SIM_SERVICE_PORTS: z
    .string()
    .default('')
    .transform((text, zctx) => {
      try {
        return parseServicePorts(text);
      } catch (error) {
        zctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

async function main(): Promise<void> {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error(`Invalid simulator configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
    process.exit(1);
  }
  const env = parsed.data;
  const simulator = await startSimulator({ dataDir: path.resolve(env.DATA_DIR), port: env.SIM_PORT, otp: env.SIM_OTP, servicePorts: env.SIM_SERVICE_PORTS });
  console.log(`DIMO provider simulator listening on ${simulator.url} (login page ${simulator.url}/login, state in ${path.resolve(env.DATA_DIR, 'simulator')})`);
  for (const [service, url] of Object.entries(simulator.serviceUrls)) console.log(`  ${service}: ${url}`);
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
