-- An item's average cost per unit, excluding VAT (issue 26): a moving average kept by purchase
-- receipts, (stock before × average before + units received × purchase price per unit) / stock
-- after. Null until the first receipt; the order margin then falls back to the purchase price.
alter table item add column average_cost numeric(20, 4);
alter table item add constraint item_average_cost_check check (average_cost >= 0);
