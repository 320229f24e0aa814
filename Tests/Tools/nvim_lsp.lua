-- Neovim's built-in LSP client against `strut lsp`, headless. Usage:
--   STRUT=path/to/strut OUT=result.json nvim --headless -u NONE --noplugin -n FILE.layout -c "luafile Tests/Tools/nvim_lsp.lua"
-- Opens FILE, starts the server, waits for its diagnostics, asks for a hover at the first
-- diagnostic's line (column 0) and at HOVER_LINE:HOVER_COL (0-based) when given, writes
-- what came back as JSON to OUT, and quits (status 0; 1 when nothing came in time).
local bufnr = vim.api.nvim_get_current_buf()
local out = os.getenv("OUT")
local client_id = vim.lsp.start_client({
  name = "strut",
  cmd = { os.getenv("STRUT"), "lsp" },
  root_dir = vim.fn.getcwd(),
})
vim.lsp.buf_attach_client(bufnr, client_id)

local result = { diagnostics = {}, hover = vim.NIL }
local arrived = vim.wait(20000, function()
  return #vim.diagnostic.get(bufnr) > 0
end, 50)
for _, d in ipairs(vim.diagnostic.get(bufnr)) do
  table.insert(result.diagnostics, {
    lnum = d.lnum, col = d.col, end_col = d.end_col, severity = d.severity,
    message = d.message, code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code),
  })
end

local line = tonumber(os.getenv("HOVER_LINE") or "0")
local col = tonumber(os.getenv("HOVER_COL") or "0")
local params = { textDocument = vim.lsp.util.make_text_document_params(bufnr), position = { line = line, character = col } }
local responses = vim.lsp.buf_request_sync(bufnr, "textDocument/hover", params, 20000)
for _, response in pairs(responses or {}) do
  if response.result and response.result.contents then
    result.hover = response.result.contents.value
  end
end

local file = io.open(out, "w")
file:write(vim.fn.json_encode(result))
file:close()
vim.lsp.stop_client(client_id)
vim.wait(2000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 50)
vim.cmd(arrived and "qall!" or "cquit! 1")
