enum PlaceholderStrutLayout {}
