import { complaintOf } from './run-process';

describe('complaintOf', () => {
  it("keeps a tool's last lines on one line", () => {
    const stderr =
      '[mov @ 0x1] stream 0, offset 0x30: partial file\n\nError while decoding stream #0:0\n  \nConversion failed!\n';
    expect(complaintOf(stderr)).toBe(
      '[mov @ 0x1] stream 0, offset 0x30: partial file | Error while decoding stream #0:0 | Conversion failed!',
    );
  });

  it('bounds a flood of complaints', () => {
    expect(complaintOf('x'.repeat(5000)).length).toBe(600);
  });
});
