/** One figure: its name, its value, and optionally a sentence saying what it means. */
export type Figure = readonly [name: string, value: string, means?: string];

/** A titled list of figures, name and value, as 'Mis partidas' shows a player's and a judge's. */
export function FigureList({
  id,
  title,
  rows,
  className = '',
}: {
  id: string;
  title: string;
  rows: readonly Figure[];
  className?: string;
}) {
  return (
    <section className={`figures ${className}`.trim()} aria-labelledby={id}>
      <h2 id={id} className="figures__title">
        {title}
      </h2>
      <dl className="figures__list">
        {rows.map(([name, value, means]) => (
          <div key={name} className="figures__item">
            <dt>{name}</dt>
            <dd>{value}</dd>
            {means !== undefined && <dd className="figures__means">{means}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
