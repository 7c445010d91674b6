import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the Dockerfile's last stage, the image, is made of and runs. */
export interface ImageSteps {
  /** Each stage's base image, as FROM names it. */
  bases: string[];
  /** Every RUN command of the stage that builds the release, then of the image. */
  releaseRuns: string[];
  imageRuns: string[];
  user: string;
  env: Record<string, string>;
  volumes: string[];
  /** The HEALTHCHECK's command, in exec form. */
  healthcheck: string[];
}

/** The repository's Dockerfile read as its instructions, continuation lines joined. */
export function imageSteps(root: string): ImageSteps {
  const text = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: string[][] = [];
  for (const line of instructions) {
    if (line.startsWith('FROM ')) stages.push([]);
    stages.at(-1)?.push(line);
  }
  const [release = [], image = []] = stages;
  const argument = (line: string) => line.replace(/^\S+\s+/, '');
  const of = (stage: string[], keyword: string) =>
    stage.filter((line) => line.startsWith(`${keyword} `)).map(argument);
  const env: Record<string, string> = {};
  for (const line of of(image, 'ENV')) {
    for (const pair of line.split(/\s+/)) {
      const [key = '', value = ''] = pair.split('=');
      env[key] = value;
    }
  }
  const healthcheck = of(image, 'HEALTHCHECK')[0] ?? '';
  return {
    bases: stages.map((stage) => argument(stage[0] ?? '').split(/\s+/)[0] ?? ''),
    releaseRuns: of(release, 'RUN'),
    imageRuns: of(image, 'RUN'),
    user: of(image, 'USER')[0] ?? 'root',
    env,
    volumes: of(image, 'VOLUME'),
    healthcheck: JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD ') + 4)) as string[],
  };
}
