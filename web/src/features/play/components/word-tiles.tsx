import type { CSSProperties } from 'react';

/** The word in letter tiles; screen readers (and tests) read the plain word. */
export function WordTiles({ word }: { word: string }) {
  const letters = [...word];
  // --letters lets the CSS shrink the tiles of a long word so it fits the card.
  return (
    <p className="word" style={{ '--letters': letters.length } as CSSProperties}>
      <span className="visually-hidden">{word}</span>
      <span className="word__tiles" aria-hidden="true">
        {letters.map((letter, index) => (
          <span key={index} className="word__tile">
            {letter}
          </span>
        ))}
      </span>
    </p>
  );
}
