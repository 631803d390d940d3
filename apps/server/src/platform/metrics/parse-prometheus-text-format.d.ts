/** parse-prometheus-text-format ships no types; what the metrics tests read of its answer. */
declare module 'parse-prometheus-text-format' {
  type Labels = Record<string, string>;
  type Sample = { labels?: Labels; value?: string; count?: string; sum?: string; buckets?: Record<string, string> };
  type Family = {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: Sample[];
  };
  export default function parsePrometheusTextFormat(text: string): Family[];
}
