export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export const summary = (values) => ({
  n: values.length,
  p50: Number(percentile(values, 50).toFixed(2)),
  p95: Number(percentile(values, 95).toFixed(2)),
  // Not Math.max(...values): a long run's tens of thousands of values overflow the call's arguments.
  max: Number(values.reduce((max, value) => Math.max(max, value), -Infinity).toFixed(2)),
});
