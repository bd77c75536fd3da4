-- Member search forgives typos word by word: edit distance between a query word and a member's words.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
