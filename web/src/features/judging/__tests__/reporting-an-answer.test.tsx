import type { ReportBody } from '@words/contract/api/report';
import { errors, type ErrorCode } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@/testing/server';
import { answerRandom, first, openJudging, second } from './judging-api';

/** POST /api/vote/report files every report, or refuses it with `code`. */
function answerReports(code?: ErrorCode): ReportBody[] {
  const bodies: ReportBody[] = [];
  server.use(
    http.post('/api/vote/report', async ({ request }) => {
      bodies.push((await request.json()) as ReportBody);
      if (code) {
        const { message, status } = errors[code];
        return HttpResponse.json({ error: code, message }, { status });
      }
      return HttpResponse.json({ success: true, message: messages.reportFiled }, { status: 201 });
    }),
  );
  return bodies;
}

describe("'Denunciar' on /rate", () => {
  test('asks why, files the report with that reason, then shows the next answer', async () => {
    answerRandom([first, second]);
    const reports = answerReports();
    const { user } = await openJudging();

    await user.click(screen.getByRole('button', { name: 'Denunciar' }));
    const dialog = screen.getByRole('dialog', { name: 'Denunciar respuesta' });
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons.map((r) => r.closest('label')?.textContent)).toEqual([
      'Ofensiva',
      'No es una palabra',
      'Otro motivo',
    ]);
    await user.click(within(dialog).getByLabelText('No es una palabra'));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));

    expect(await screen.findByText(second.answer)).toBeInTheDocument();
    expect(reports).toEqual([{ answer_uuid: first.answer_uuid, reason: 'not_a_word' }]);
    expect(screen.getByText(messages.reportFiled)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test("'Cancelar' sends nothing and keeps the answer", async () => {
    answerRandom([first, second]);
    const reports = answerReports();
    const { user } = await openJudging();

    await user.click(screen.getByRole('button', { name: 'Denunciar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(first.answer)).toBeInTheDocument();
    expect(reports).toEqual([]);
  });

  test('a second report of the same answer shows the refusal and moves on', async () => {
    answerRandom([first, second]);
    answerReports('ALREADY_REPORTED');
    const { user } = await openJudging();

    await user.click(screen.getByRole('button', { name: 'Denunciar' }));
    await user.click(screen.getByRole('button', { name: 'Enviar denuncia' }));

    expect(await screen.findByText(errors.ALREADY_REPORTED.message)).toBeInTheDocument();
    expect(await screen.findByText(second.answer)).toBeInTheDocument();
  });

  test('another refusal keeps the answer to judge', async () => {
    answerRandom([first, second]);
    answerReports('REPORT_NOT_SERVED');
    const { user } = await openJudging();

    await user.click(screen.getByRole('button', { name: 'Denunciar' }));
    await user.click(screen.getByRole('button', { name: 'Enviar denuncia' }));

    expect(await screen.findByText(errors.REPORT_NOT_SERVED.message)).toBeInTheDocument();
    expect(screen.getByText(first.answer)).toBeInTheDocument();
  });
});
