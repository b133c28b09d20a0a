// The types of parse-prometheus-text-format 1.1.1, which ships none: what the metrics test reads.
declare module 'parse-prometheus-text-format' {
  type Sample = { value?: string; labels?: Record<string, string>; buckets?: Record<string, string>; count?: string; sum?: string };
  export type MetricFamily = {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: Sample[];
  };
  // biome-ignore lint/style/noDefaultExport: the package's own export is its default.
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
