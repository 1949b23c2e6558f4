// How many generated cases each part of the hostile probe runs (their sum is the probe's size).
export const RUNS = {
  forgedCards: 500,
  requests: 400,
  ownDocuments: 120,
  enrichers: 60,
  replays: 60,
} as const;
