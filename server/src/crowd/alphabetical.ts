/**
 * A key whose plain byte order is Spanish alphabetical order, so both databases, whatever their
 * collation, order equally common answers alike: accents do not count, and ñ comes after n
 * (written 'nzz', which no Spanish word has, so it sorts after every other n).
 */
export function alphabeticalKey(answer: string): string {
  return answer
    .toLowerCase()
    .replace(/ñ/g, '\uE000')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\uE000/g, 'nzz');
}
