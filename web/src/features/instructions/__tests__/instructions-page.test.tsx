import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { demoConfig } from '@/testing/data';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('/instructions', () => {
  test('three sections: how to play, player, judge, with the rules', () => {
    renderApp('/instructions');

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Cómo jugar',
      '2. Jugador',
      '3. Juez',
    ]);
    expect(screen.getByText('Hay una palabra por día.')).toBeInTheDocument();
    expect(screen.getByText('Solo puedes enviar una respuesta al día.')).toBeInTheDocument();
    expect(screen.getByText(/diccionario de la Real Academia Española/)).toHaveTextContent(
      /prueba con la raíz o con variantes/,
    );
    expect(
      screen.getByText(
        'Puntúa cada respuesta de 0.00 a 10.00 según su creatividad, originalidad y lógica.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/aparecerán en los rankings al final del periodo/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Créditos' })).not.toBeInTheDocument();
  });

  test('credits appear only as configured', async () => {
    server.use(
      http.get('/api/config', () =>
        HttpResponse.json({ ...demoConfig, credits: { creator: 'Marta Ruiz', thanks: null } }),
      ),
    );
    renderApp('/instructions');

    expect(await screen.findByRole('heading', { name: 'Créditos' })).toBeInTheDocument();
    expect(screen.getAllByText('Creado por Marta Ruiz.')).toHaveLength(2); // page and footer
    expect(screen.queryByText(/Agradecimientos/)).not.toBeInTheDocument();
  });
});
