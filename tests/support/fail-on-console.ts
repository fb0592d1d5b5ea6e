// Makes a test file fail on a console.warn or console.error it did not expect: a provider that throws and
// only logs (say, a mock lacking a method the code calls) would otherwise leave its tests green. A test
// that expects a warning replaces the spy's implementation (jest.spyOn(console, "warn").mockImplementation)
// for its own run, which keeps that warning out of the unexpected list.
type Level = "warn" | "error";

export function failOnConsole(levels: Level[] = ["warn", "error"]): void {
  let unexpected: { level: Level; args: unknown[] }[] = [];
  let spies: jest.SpyInstance[] = [];
  beforeEach(() => {
    unexpected = [];
    spies = levels.map((level) =>
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void unexpected.push({ level, args })),
    );
  });
  afterEach(() => {
    for (const spy of spies) spy.mockRestore();
    expect(unexpected.map(({ level, args }) => `${level}: ${args.map(String).join(" ")}`)).toEqual([]);
  });
}
