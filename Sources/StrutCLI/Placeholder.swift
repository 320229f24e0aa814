enum PlaceholderStrutCLI {}
