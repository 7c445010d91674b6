import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { onDeviceClock } from '@/testing/device-clock';
import { renderApp } from '@/testing/render-app';

describe('the rules page', () => {
  onDeviceClock('America/Bogota', '2026-03-10T20:58:57.250Z');

  test('says when the next word comes, in the player’s own zone', () => {
    renderApp('/instructions');
    expect(
      screen.getByText('La próxima palabra llega a las 19:00, hora de tu dispositivo.'),
    ).toBeInTheDocument();
  });
});
