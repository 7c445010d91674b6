/**
 * Words of the academy's dictionary that neither dictionary-es nor the regional dictionaries
 * know, written by the team. Each takes the inflections of a model word that Hunspell knows
 * (nspell's `add(word, like)`), so plurals, feminines and verb forms follow; `forms` lists some
 * of them, and the tests check that each is accepted. Only words that the registry's
 * dictionaries lack (dictionary-es and every regional one) are here.
 */
export interface SupplementEntry {
  word: string;
  /**
   * A word of dictionary-es whose inflections the word takes; none when no word inflects the
   * same way (then each form is an entry of its own).
   */
  like?: string;
  /** Forms the model gives the word, as proof that it fits. */
  forms: readonly string[];
}

export const supplement: readonly SupplementEntry[] = [
  // Plain words Hunspell lacks.
  { word: 'pingüino', like: 'gato', forms: ['pingüinos', 'pingüina', 'pingüinas'] },
  { word: 'ñu', like: 'tabú', forms: ['ñus'] },
  { word: 'ñoqui', like: 'taxi', forms: ['ñoquis'] },
  { word: 'polvorón', like: 'camión', forms: ['polvorones'] },
  { word: 'galimatías', like: 'crisis', forms: [] },
  { word: 'traqueotomía', like: 'anatomía', forms: ['traqueotomías'] },
  { word: 'saltón', like: 'llorón', forms: ['saltones', 'saltona', 'saltonas'] },
  { word: 'sacrosanto', like: 'santo', forms: ['sacrosanta', 'sacrosantos', 'sacrosantas'] },
  { word: 'concusión', like: 'conclusión', forms: ['concusiones'] },
  { word: 'sushi', like: 'taxi', forms: ['sushis'] },
  { word: 'kétchup', like: 'chip', forms: ['kétchups'] },
  { word: 'jipi', like: 'taxi', forms: ['jipis'] },
  { word: 'cederrón', like: 'camión', forms: ['cederrones'] },
  { word: 'escrache', like: 'coche', forms: ['escraches'] },
  // The academy's plural is esnobs: every model after a b gives -bes.
  { word: 'esnob', forms: [] },
  { word: 'esnobs', forms: [] },
  { word: 'básquet', like: 'fútbol', forms: [] },
  // Words of Spain.
  { word: 'chupito', like: 'plato', forms: ['chupitos'] },
  { word: 'finde', like: 'coche', forms: ['findes'] },
  { word: 'flipar', like: 'cantar', forms: ['flipo', 'flipando', 'flipamos'] },
  { word: 'tapeo', like: 'plato', forms: ['tapeos'] },
  { word: 'zasca', like: 'casa', forms: ['zascas'] },
  { word: 'pádel', like: 'fútbol', forms: [] },
  // Words of the Americas.
  { word: 'ceviche', like: 'coche', forms: ['ceviches'] },
  { word: 'guagua', like: 'casa', forms: ['guaguas'] },
  { word: 'pibe', like: 'coche', forms: ['pibes'] },
  { word: 'piba', like: 'casa', forms: ['pibas'] },
  { word: 'palta', like: 'casa', forms: ['paltas'] },
  { word: 'chamaco', like: 'gato', forms: ['chamacos', 'chamaca', 'chamacas'] },
  { word: 'chambear', like: 'cantar', forms: ['chambeo', 'chambeamos'] },
  { word: 'chela', like: 'casa', forms: ['chelas'] },
  { word: 'pololo', like: 'gato', forms: ['polola', 'pololas'] },
  { word: 'chamo', like: 'gato', forms: ['chama', 'chamos'] },
  { word: 'laburar', like: 'cantar', forms: ['laburamos', 'laburando'] },
  { word: 'fiaca', like: 'casa', forms: ['fiacas'] },
  { word: 'birome', like: 'coche', forms: ['biromes'] },
  { word: 'mofongo', like: 'plato', forms: ['mofongos'] },
  { word: 'pupusa', like: 'casa', forms: ['pupusas'] },
  { word: 'chilaquil', like: 'animal', forms: ['chilaquiles'] },
  { word: 'ejote', like: 'coche', forms: ['ejotes'] },
  { word: 'huipil', like: 'animal', forms: ['huipiles'] },
  { word: 'popote', like: 'coche', forms: ['popotes'] },
  { word: 'chompa', like: 'casa', forms: ['chompas'] },
  { word: 'chifa', like: 'casa', forms: ['chifas'] },
  { word: 'pasapalo', like: 'plato', forms: ['pasapalos'] },
  { word: 'cotufa', like: 'casa', forms: ['cotufas'] },
  { word: 'catire', like: 'coche', forms: ['catires'] },
  { word: 'tereré', like: 'tabú', forms: ['tererés'] },
  { word: 'bondi', like: 'taxi', forms: ['bondis'] },
  { word: 'subte', like: 'coche', forms: ['subtes'] },
  { word: 'bachata', like: 'casa', forms: ['bachatas'] },
  // Recent additions to the academy's dictionary.
  { word: 'wasap', like: 'chip', forms: ['wasaps'] },
  { word: 'wasapear', like: 'cantar', forms: ['wasapeo', 'wasapeamos'] },
  { word: 'selfi', like: 'taxi', forms: ['selfis'] },
  { word: 'táper', like: 'cráter', forms: ['táperes'] },
  { word: 'espóiler', like: 'cráter', forms: ['espóileres'] },
  { word: 'clicar', like: 'buscar', forms: ['clico', 'cliqué', 'clicamos'] },
  { word: 'emoji', like: 'taxi', forms: ['emojis'] },
  { word: 'vapear', like: 'cantar', forms: ['vapeo', 'vapeamos'] },
  { word: 'posverdad', like: 'bondad', forms: ['posverdades'] },
  { word: 'perrear', like: 'cantar', forms: ['perreo', 'perreamos'] },
  { word: 'sororidad', like: 'bondad', forms: ['sororidades'] },
  { word: 'micromachismo', like: 'plato', forms: ['micromachismos'] },
  { word: 'videollamada', like: 'casa', forms: ['videollamadas'] },
  { word: 'ciberacoso', like: 'plato', forms: ['ciberacosos'] },
  { word: 'bloguear', like: 'cantar', forms: ['blogueo', 'blogueamos'] },
  { word: 'pódcast', like: 'chip', forms: ['pódcasts'] },
  // Everyday words players tried (issue 25), and those a look at everyday vocabulary found
  // missing (decision 0043 lists what was checked).
  { word: 'chipichipi', like: 'taxi', forms: ['chipichipis'] },
  { word: 'achuchón', like: 'camión', forms: ['achuchones'] },
  { word: 'boli', like: 'taxi', forms: ['bolis'] },
  { word: 'peli', like: 'taxi', forms: ['pelis'] },
  { word: 'chuche', like: 'coche', forms: ['chuches'] },
  { word: 'flipante', like: 'coche', forms: ['flipantes'] },
  { word: 'friegaplatos', like: 'crisis', forms: [] },
  { word: 'besucón', like: 'llorón', forms: ['besucones', 'besucona', 'besuconas'] },
  { word: 'curita', like: 'casa', forms: ['curitas'] },
  { word: 'chirimiri', like: 'taxi', forms: ['chirimiris'] },
  { word: 'montadito', like: 'plato', forms: ['montaditos'] },
  // No model ending in -á gives -ás: the plural is an entry of its own, as esnobs.
  { word: 'fideuá', forms: [] },
  { word: 'fideuás', forms: [] },
  { word: 'fuet', like: 'chip', forms: ['fuets'] },
  { word: 'buñuelo', like: 'plato', forms: ['buñuelos'] },
];
