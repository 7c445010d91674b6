/** A titled list of figures, name and value, as 'Mis partidas' shows a player's and a judge's. */
export function FigureList({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  rows: readonly (readonly [name: string, value: string])[];
}) {
  return (
    <section className="figures" aria-labelledby={id}>
      <h2 id={id} className="figures__title">
        {title}
      </h2>
      <dl className="figures__list">
        {rows.map(([name, value]) => (
          <div key={name} className="figures__item">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
