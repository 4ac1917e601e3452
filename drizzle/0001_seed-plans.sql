-- The four plans of the product (accounts-and-business.md, section 3).
INSERT INTO "plans" ("name", "session_limit", "price_cents", "allowance_period", "sort_order") VALUES
  ('Free Trial', 6, 0, 'total', 0),
  ('Base Plan', 100, 2000, 'month', 1),
  ('Premium Plan', 200, 4000, 'month', 2),
  ('Premium Plus', 600, 6000, 'month', 3)
ON CONFLICT ("name") DO NOTHING;
