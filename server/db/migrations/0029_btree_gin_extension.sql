-- The assistant finds members by trade, town and skill words in one index: btree_gin lets a
-- trade (plain text, compared for equality) sit in the same GIN index as the word documents.
CREATE EXTENSION IF NOT EXISTS btree_gin;
