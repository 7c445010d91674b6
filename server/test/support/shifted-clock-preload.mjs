// Loaded with `node --import` into a process a test starts (shifted-clock.ts): its clock runs the
// `shift` of this module's URL (milliseconds) ahead of the machine's, so that a test can put a
// built server at a time of its choosing instead of waiting for it. `new Date()` and `Date.now()`
// read the shifted time; a date built from a value is left as it is.
const shift = Number(new URL(import.meta.url).searchParams.get('shift') ?? 0);
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);

RealDate.now = () => realNow() + shift;
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) =>
    Reflect.construct(target, args.length > 0 ? args : [realNow() + shift], newTarget),
  apply: () => new RealDate(realNow() + shift).toString(),
});
