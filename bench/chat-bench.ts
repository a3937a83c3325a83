/**
 * The assistant without an AI service: how well it understands owner questions (topics, entities and language on
 * bench/chat/labelled-questions.json, the whole set and its held-back 30 %; and, without targets, on the fresh set
 * written blind by an independent tester, bench/chat/fresh-questions.json), and how fast a deterministic answer
 * arrives, warm, through the real streaming procedure of the app in its own process talking to the simulator.
 */
import type { ChatChunk } from '../src/shared/api/chat';
import { trpcClientFor } from '../src/server/testing/test-app';
import { FRESH_FILE, isHeldBack, loadLabelledSet, scoreLabelledSet } from './chat/score';
import { figure, saveResults, summarize, type BenchModule, type Figure } from './kit';
import { signInOwner, startBenchStack, type AppProcess } from './support/app';

async function ask(app: AppProcess, cookie: string, tokenId: number, message: string): Promise<{ ms: number; firstMs: number; chars: number }> {
  const client = await trpcClientFor(app, cookie);
  const started = performance.now();
  let firstMs = NaN;
  let chars = 0;
  const stream = await client.chat.send.mutate({ tokenId, message }, { context: { stream: true } });
  for await (const chunk of stream as AsyncIterable<ChatChunk>) {
    if (chunk.kind === 'delta' && Number.isNaN(firstMs)) firstMs = performance.now() - started;
    if (chunk.kind === 'done') chars = chunk.message.content.length;
  }
  return { ms: performance.now() - started, firstMs, chars };
}

export const chatBench: BenchModule = {
  name: 'chat',
  about: 'assistant understanding (topic, entity, language accuracy on the labelled questions) and warm deterministic answer latency',
  async run(args) {
    const quick = args.includes('--quick');
    const set = loadLabelledSet();
    const scored = scoreLabelledSet(set);
    const fresh = scoreLabelledSet(loadLabelledSet(FRESH_FILE));
    const misses = scored.results
      .filter((r) => !r.topicsOk || !r.entitiesOk)
      .map((r) => ({ id: r.q.id, heldBack: isHeldBack(r.q), text: r.q.text, want: { topics: r.q.topics, entities: r.q.entities }, got: { topics: r.got.topics, entities: r.got.entities } }));

    // questions asked one by one (follow-ups need their history, so they are left out here), spread over the languages
    const standalone = set.questions.filter((q) => !q.history);
    const count = quick ? 24 : 80;
    const step = Math.max(1, Math.floor(standalone.length / count));
    const sample = standalone.filter((_, i) => i % step === 0).slice(0, count);
    const { app, simUrl, stop } = await startBenchStack({ CHAT_MESSAGES_PER_MINUTE: '1000' });
    let latency: { total: ReturnType<typeof summarize>; first: ReturnType<typeof summarize>; cold: number };
    try {
      const { cookie, tokenIds } = await signInOwner(app, simUrl, 'chat@bench.example', 3);
      const cold = await ask(app, cookie, tokenIds[0], 'How is my car doing?');
      for (let i = 0; i < 3; i++) await ask(app, cookie, tokenIds[i % tokenIds.length], 'warm up');
      const totals: number[] = [];
      const firsts: number[] = [];
      for (const [i, q] of sample.entries()) {
        const r = await ask(app, cookie, tokenIds[i % tokenIds.length], q.text);
        if (r.chars === 0) throw new Error(`no answer to ${q.id}`);
        totals.push(r.ms);
        firsts.push(r.firstMs);
      }
      latency = { total: summarize(totals), first: summarize(firsts), cold: Math.round(cold.ms) };
    } finally {
      await stop();
    }

    const figures: Figure[] = [
      figure('topic accuracy, all questions', scored.all.topicAccuracy, '%', { atLeast: 95 }),
      figure('topic accuracy, held-back 30 %', scored.heldBack.topicAccuracy, '%', { atLeast: 95 }),
      figure('entity accuracy, all questions', scored.all.entityAccuracy, '%', { atLeast: 95 }),
      figure('entity accuracy, held-back 30 %', scored.heldBack.entityAccuracy, '%', { atLeast: 95 }),
      figure('language detected, all questions', scored.all.languageAccuracy, '%'),
      figure('fresh set (written blind): topic accuracy', fresh.all.topicAccuracy, '%'),
      figure('fresh set (written blind): entity accuracy', fresh.all.entityAccuracy, '%'),
      ...Object.entries(fresh.byLanguage).flatMap(([l, a]) => [
        figure(`fresh set (written blind): topic accuracy, ${l}`, a.topicAccuracy, '%'),
        figure(`fresh set (written blind): entity accuracy, ${l}`, a.entityAccuracy, '%'),
      ]),
      figure('deterministic answer, warm p50', latency.total.p50, 'ms', { below: 300 }),
      figure('deterministic answer, warm p95', latency.total.p95, 'ms', { below: 300 }),
      figure('first sentence, warm p50', latency.first.p50, 'ms'),
      figure('first answer (telemetry fetched)', latency.cold, 'ms'),
    ];
    await saveResults('chat', figures, {
      labelled: { questions: set.questions.length, all: scored.all, development: scored.development, heldBack: scored.heldBack, byLanguage: scored.byLanguage },
      latency: { ...latency, questions: sample.length },
      misses,
      fresh: {
        questions: fresh.results.length,
        all: fresh.all,
        development: fresh.development,
        heldBack: fresh.heldBack,
        byLanguage: fresh.byLanguage,
        byTopic: fresh.byTopic,
        misses: fresh.results.filter((r) => !r.topicsOk || !r.entitiesOk).map((r) => ({ id: r.q.id, heldBack: isHeldBack(r.q), text: r.q.text, want: { topics: r.q.topics, entities: r.q.entities }, got: { topics: r.got.topics, entities: r.got.entities } })),
      },
    });
    return figures;
  },
};
