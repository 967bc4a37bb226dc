// Runs a function expected to throw and gives back what it threw, so a test can check the error's
// class, reason and exact message together.
export const thrownBy = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw, and it returned");
};
