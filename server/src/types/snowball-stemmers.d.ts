// snowball-stemmers ships no types: the one call WORDS makes.
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: { newStemmer(language: string): Stemmer };
  export default snowball;
}
