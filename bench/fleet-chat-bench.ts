/**
 * Fleet analysis in the chat: an owner of 10, 100 and 1,000 vehicles asks about the whole fleet (tokenId 0) through
 * the real streaming procedure. First answer (the fleet's telemetry fetched from the provider) and warm answers.
 * The assistant's own benchmark (answer latency and topic accuracy) lives beside it.
 */
import type { ChatChunk } from '../src/shared/api/chat';
import { trpcClientFor } from '../src/server/testing/test-app';
import { figure, saveResults, summarize, type BenchModule, type Figure } from './kit';
import { cpuMs, signInOwner, startBenchStack, type AppProcess } from './support/app';

const SIZES = [10, 100, 1000];
const QUESTION = 'Which of my vehicles needs attention first?';

async function ask(app: AppProcess, cookie: string): Promise<{ ms: number; text: string }> {
  const client = await trpcClientFor(app, cookie);
  const started = performance.now();
  const stream = await client.chat.send.mutate({ tokenId: 0, message: QUESTION }, { context: { stream: true } });
  let text = '';
  for await (const chunk of stream as AsyncIterable<ChatChunk>) if (chunk.kind === 'done') text = chunk.message.content;
  return { ms: performance.now() - started, text };
}

export const fleetChatBench: BenchModule = {
  name: 'fleet-chat',
  about: 'the assistant analysing a whole fleet of 10, 100 and 1,000 vehicles',
  async run(args) {
    const warmRuns = args.includes('--quick') ? 3 : 10;
    const { app, simUrl, simPid, stop } = await startBenchStack({ CHAT_MESSAGES_PER_MINUTE: '1000' });
    const sizes: { vehicles: number; firstMs: number; firstCpuMs: { app: number; simulator: number }; warm: ReturnType<typeof summarize>; answerChars: number }[] = [];
    try {
      for (const vehicles of SIZES) {
        const { cookie } = await signInOwner(app, simUrl, `fleet-${vehicles}@bench.example`, vehicles);
        const cpuBefore = { app: await cpuMs(app.pid), simulator: await cpuMs(simPid) };
        const first = await ask(app, cookie);
        const firstCpuMs = { app: (await cpuMs(app.pid)) - cpuBefore.app, simulator: (await cpuMs(simPid)) - cpuBefore.simulator };
        if (!first.text) throw new Error(`no answer for ${vehicles} vehicles`);
        const warm: number[] = [];
        for (let i = 0; i < warmRuns; i++) warm.push((await ask(app, cookie)).ms);
        sizes.push({ vehicles, firstMs: Math.round(first.ms), firstCpuMs, warm: summarize(warm), answerChars: first.text.length });
      }
    } finally {
      await stop();
    }
    const figures: Figure[] = sizes.flatMap((s) => [
      figure(`${s.vehicles} vehicles: fleet answer, warm p50`, s.warm.p50, 'ms', s.vehicles === 1000 ? { below: 1000 } : undefined),
      figure(`${s.vehicles} vehicles: fleet answer, warm p95`, s.warm.p95, 'ms', s.vehicles === 1000 ? { below: 1000 } : undefined),
      figure(`${s.vehicles} vehicles: first fleet answer (telemetry fetched)`, s.firstMs, 'ms', s.vehicles === 1000 ? { below: 10_000 } : undefined),
      figure(`${s.vehicles} vehicles: first answer CPU, app`, s.firstCpuMs.app, 'ms'),
      figure(`${s.vehicles} vehicles: first answer CPU, simulator`, s.firstCpuMs.simulator, 'ms'),
    ]);
    await saveResults('fleet-chat', figures, { sizes, question: QUESTION });
    return figures;
  },
};
