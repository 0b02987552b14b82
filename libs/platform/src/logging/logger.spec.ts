import { createLogger } from './logger';

describe('createLogger', () => {
  it('writes each line as JSON with its level as a word and the service named', () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('posts', 'debug', false, {
      write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    logger.debug('looking');
    logger.info({ postId: 'p1' }, 'posted');
    logger.warn('slow');
    logger.error('failed');
    expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 'debug', msg: 'looking' },
      { level: 'info', msg: 'posted' },
      { level: 'warn', msg: 'slow' },
      { level: 'error', msg: 'failed' },
    ]);
    expect(lines[1]).toMatchObject({ service: 'posts', postId: 'p1', time: expect.any(String) });
  });

  it('leaves out the lines below its level and any password', () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('auth', 'info', false, {
      write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    logger.debug('hidden');
    logger.info({ password: 'hunter2' }, 'signed in');
    expect(lines).toEqual([expect.objectContaining({ level: 'info', msg: 'signed in' })]);
    expect(JSON.stringify(lines)).not.toContain('hunter2');
  });
});
