// The benches' settings from the environment.

/** An integer setting: the variable when it is a whole number of at least `min`, else the default. */
export const intEnv = (name: string, def: number, min = 1) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v >= min ? v : def;
};
