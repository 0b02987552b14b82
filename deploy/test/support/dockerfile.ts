import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WORKSPACE_ROOT } from './processes';

export interface Instruction {
  keyword: string;
  arguments: string;
}

export interface Stage {
  name: string;
  base: string;
  instructions: Instruction[];
}

export const DOCKERFILE = path.join(WORKSPACE_ROOT, 'deploy/Dockerfile');

/** The Dockerfile's build stages, with continuation lines joined and comments dropped. */
export function readStages(file = DOCKERFILE): { globalArgs: Instruction[]; stages: Stage[] } {
  const logicalLines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const globalArgs: Instruction[] = [];
  const stages: Stage[] = [];
  for (const line of logicalLines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), arguments: rest.join(' ') };
    if (instruction.keyword === 'FROM') {
      const [base, as, name] = rest;
      if (as?.toUpperCase() !== 'AS' || !name) throw new Error(`Unnamed stage: ${line}`);
      stages.push({ name, base, instructions: [] });
    } else if (stages.length === 0) {
      globalArgs.push(instruction);
    } else {
      stages[stages.length - 1].instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
}

export function instructionsOf(stage: Stage, keyword: string): string[] {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword).map((i) => i.arguments);
}
