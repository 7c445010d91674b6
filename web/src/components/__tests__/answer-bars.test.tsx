/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { AnswerBars } from '../answer-bars';

// Vitest hands a CSS import no text: the rules are read from the file itself.
const styles = readFileSync(path.join(import.meta.dirname, '../answer-bars.css'), 'utf8');
const sheet = document.createElement('style');

/** The frames (outlines and box shadows) the page's rules give `element` (or its `pseudo` part). */
function framesOf(element: Element, pseudo = ''): string[] {
  return [...sheet.sheet!.cssRules]
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .filter((rule) =>
      rule.selectorText
        .split(',')
        .map((selector) => selector.trim())
        .some(
          (selector) =>
            selector.endsWith(pseudo) &&
            element.matches(selector.slice(0, selector.length - pseudo.length) || '*') &&
            (pseudo !== '' || !selector.includes('::')),
        ),
    )
    .flatMap((rule) => [rule.style.border, rule.style.outline, rule.style.boxShadow])
    .filter((frame) => frame !== '');
}

afterEach(() => sheet.remove());

// Issue 29, point 4: the frame of the player's own answer wrapped the filled part of its bar only,
// so a short bar cut through the word ("am│or").
test("the player's own answer is framed as a whole row, whatever the length of its bar", () => {
  sheet.textContent = styles;
  document.head.append(sheet);
  render(
    <AnswerBars
      label="Lo más dicho"
      mine="amor"
      answers={[
        { answer: 'olas', count: 9 },
        { answer: 'amor', count: 1 },
      ]}
    />,
  );

  const mine = screen.getByText('amor').closest('li')!;
  const other = screen.getByText('olas').closest('li')!;
  expect(framesOf(mine, '::after')).toEqual(['2px solid var(--color-accent)']);
  expect(framesOf(other, '::after')).toEqual([]);
  // The filled part is only a colour: no frame of its own to cut through the word.
  expect(framesOf(mine, '::before')).toEqual([]);
});
