// The baseline: a bare Fastify route answering a constant JSON the size of word-of-the-day's,
// with the same logger settings as the server under test. What the machine, Node, Fastify and
// autocannon allow before WORDS does any work.
import Fastify from 'fastify';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
const body = {
  date: '2026-11-22',
  word: 'nostalgia',
  played: false,
  message: '¿Qué palabra te viene a la cabeza?',
};
app.get('/baseline', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
