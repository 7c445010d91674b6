// Renders a bench report again from its JSON, with the targets as the code now states them:
// `node bench/render-report.mjs bench/results/latest.json` writes latest.md beside it.
import { readFileSync, writeFileSync } from 'node:fs';
import { evaluateTargets, renderMarkdown } from './lib/report.mjs';

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/render-report.mjs <report.json>');
const report = JSON.parse(readFileSync(file, 'utf8'));
report.targets = evaluateTargets(report);
writeFileSync(file.replace(/\.json$/, '.md'), renderMarkdown(report));
writeFileSync(file, JSON.stringify(report, null, 2));
