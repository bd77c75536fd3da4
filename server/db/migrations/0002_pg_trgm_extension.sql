-- Creator search (Network) is typo-tolerant through trigram similarity.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
