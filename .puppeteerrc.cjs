// The browser download cannot reach its host on our machines; the code resolves a system Chromium.
module.exports = { skipDownload: true };
