/**
 * The tag slugs news and filings are labelled with, for `/v2/tags/` and `/v2/sgx/tags/`. The demo market has no
 * news, so this is the vocabulary itself (the labels the real service uses, as its tag lists show them), sorted.
 */
export const NEWS_TAGS = [
  'analyst-ratings', 'annual-report', 'artificial-intelligence', 'asset-management', 'asset-purchase', 'award',
  'bearish', 'bonus', 'bullish', 'business-expansion', 'capital-funding', 'central-bank', 'commodities', 'credit',
  'cryptocurrency', 'currency-fx', 'cyber-security', 'debt-issuance', 'delisting', 'digital-payments',
  'digital-transformation', 'diversification', 'dividend-announcement', 'domestic-investor', 'esg',
  'executive-changes', 'export', 'financial-metrics', 'foreign-investment', 'global-economy', 'global-index',
  'government-policy', 'inflation', 'insider-trading', 'institutional-investor', 'interest-rate', 'ipo',
  'joint-venture', 'market-sentiment', 'mergers-acquisitions', 'ministry', 'mou', 'neutral', 'oversubscribed',
  'ownership', 'partnerships-agreements', 'pilot-project', 'politics-regulation', 'portfolio', 'private-placement',
  'product-launch', 'production-operations', 'rd', 'risk-compliance', 'shareholders-general-meeting',
  'stock-buyback', 'stock-split', 'subsidiaries', 'subsidies-incentives', 'suspension', 'tariff-vat',
  'trading-halt', 'undervalued', 'violation',
] as const // prettier-ignore
